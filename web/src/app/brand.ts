/** The product's name as shown in the sidebar, the session pages and the footer. */
export const PRODUCT_NAME = 'Флора CRM';
export const PRODUCT_TAGLINE = 'CRM и касса для цветочных магазинов и кафе быстрого питания';
