// Public surface of mfe-deals, exposed as `./DealsPage`. The shell renders the default export
// with RemotePageProps ({ api, user }) inside its router, QueryClient and theme.
export { DealsPage, DealsPage as default, type DealsPageProps } from '../pages/DealsPage';
