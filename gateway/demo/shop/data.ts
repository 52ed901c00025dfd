/** The demo shop's canned catalogue (the admin template's sample data, 100 units of each). */
export interface Product {
  id: string;
  imgUrl: string;
  price: number;
  totalUnit: number;
  title: string;
  category: string;
  brand: string;
  rating: number;
  freeShipping: boolean;
  description: string;
}

const product = (
  id: string,
  title: string,
  category: string,
  brand: string,
  price: number,
  rating: number,
  freeShipping: boolean,
): Product => ({
  id,
  imgUrl: `/assets/images/products/${id}.jpg`,
  price,
  totalUnit: 100,
  title,
  category,
  brand,
  rating,
  freeShipping,
  description: `${title}: ${category} by ${brand}. Lorem ipsum dolor sit amet, consectetur adipisicing elit.`,
});

export const PRODUCTS: readonly Product[] = [
  product('p1', 'Wireless Headphone', 'audio', 'Sony', 129, 5, true),
  product('p2', 'Studio Monitor Speaker', 'audio', 'Microlab', 89, 4, false),
  product('p3', 'Solo3 Headphone', 'audio', 'Beats', 199, 4, true),
  product('p4', 'Bluetooth Speaker', 'audio', 'Kurren', 49, 3, true),
  product('p5', 'Leather Jacket', 'fashion', 'Comlion', 149, 4, false),
  product('p6', 'Running Sneakers', 'fashion', 'Kurren', 79, 5, true),
  product('p7', 'Denim Cap', 'fashion', 'Comlion', 19, 2, false),
  product('p8', 'iPhone X', 'cellphone', 'Iphone', 999, 5, true),
  product('p9', 'Xperia Z5', 'cellphone', 'Sony', 549, 3, false),
  product('p10', 'Phone Case', 'accessories', 'Iphone', 29, 4, true),
  product('p11', 'USB-C Charger', 'accessories', 'Microlab', 25, 1, false),
  product('p12', 'Powerbeats Earbuds', 'accessories', 'Beats', 149, 2, true),
];

export interface CartLine {
  productId: string;
  amount: number;
}

export interface Cart {
  uid: string;
  list: CartLine[];
}

/** The template ships one cart for its sample user. */
export const CARTS: readonly Cart[] = [{ uid: '7863a3b5', list: [{ productId: 'p1', amount: 2 }] }];
