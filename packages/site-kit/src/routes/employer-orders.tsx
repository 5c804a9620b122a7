import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { browserApi } from '../api/browserApi';
import { loaderApi } from '../api/loaderApi';
import { AdOrders } from '../employer/AdOrders';
import { usePageLanguage } from '../routing/usePageLanguage';
import { loadForUser, userMeta } from '../user/userRoute';

export async function loader(args: LoaderFunctionArgs) {
  const api = loaderApi(args);
  const [packages, orders] = await Promise.all([
    loadForUser(api.get('/employer/packages')),
    loadForUser(api.get('/employer/orders')),
  ]);
  return { packages: packages.data?.items ?? null, orders: orders.data };
}

export const meta = userMeta('adOrders.title', 'adOrders.description');

/** /employer/orders: the packages to order and the company's orders (the employer guard runs first). */
export default function EmployerOrdersPage() {
  const { packages, orders } = useLoaderData<typeof loader>();
  const locale = usePageLanguage();
  return (
    <AdOrders
      packages={packages}
      orders={orders}
      onOrder={(packageId) => browserApi.post('/employer/orders', { body: { packageId }, locale })}
    />
  );
}
