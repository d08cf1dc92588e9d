/** Red text on an internal note's amber shading: the theme's danger colour is too light on it in the dark theme. */
export const internalDangerText = 'text-red-700 dark:text-red-300';
