import type { ReactNode } from 'react';

interface PhoneCardListProps<T> {
  /** Names the list for screen readers ('Team members'). */
  label: string;
  items: readonly T[];
  /** Each card's spacing. */
  itemClassName: string;
  /** A card's content. */
  children: (item: T) => ReactNode;
}

/** A list's rows as cards on phones, where its table's columns do not fit; the table shows from md up instead. */
export function PhoneCardList<T extends { id: string }>({ label, items, itemClassName, children }: PhoneCardListProps<T>) {
  return (
    <ul aria-label={label} className="divide-y divide-border md:hidden">
      {items.map((item) => (
        <li key={item.id} className={itemClassName}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
