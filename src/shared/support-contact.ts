/** Who a client calls for help: the 'Need Assistance?' card (hours from docs/product.md, Limits). */
export const SUPPORT_CONTACT = { email: 'support@northwind.test', phone: '(505) 555-0100', hours: 'Mon-Fri, 9am-5pm ET' } as const;
