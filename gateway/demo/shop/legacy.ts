/** /api/ecommerce/* (spec section 7 «Demo shop»). */
import type { FastifyInstance } from 'fastify';
import { asBody } from '../input';
import { demoStores } from '../stores';

export default async function shopLegacy(app: FastifyInstance): Promise<void> {
  const shop = () => demoStores(app.auth).shop;
  app.get('/ecommerce/get-product-list', async () => shop().products());
  app.get('/ecommerce/get-category-list', async () => shop().categories());
  app.get('/ecommerce/get-rating-list', async () => shop().ratings());
  app.get('/ecommerce/get-brand-list', async () => shop().brands());
  // The cart only when the request carries data (?uid=…); a bare call answers an empty list.
  app.get('/ecommerce/get-cart-list', async (request) => shop().cart(asBody(request.query).uid));
  app.post('/ecommerce/add-to-cart', async (request) => {
    const { uid, productId } = asBody(request.body);
    return shop().addToCart(uid, productId);
  });
  app.post('/ecommerce/delete-from-cart', async (request) => {
    const { uid, productId } = asBody(request.body);
    return shop().deleteFromCart(uid, productId);
  });
  app.post('/ecommerce/update-cart-amount', async (request) => {
    const { uid, productId, amount } = asBody(request.body);
    return shop().updateCartAmount(uid, productId, amount);
  });
}
