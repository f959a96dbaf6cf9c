// What the apps share at run time under the name `react-router-dom` (see sharedSingletons.mjs).
//
// react-router-dom 7 re-exports all of react-router: data routers, framework mode, server
// rendering, sessions and cookies, RSC. A shared module cannot be tree-shaken (any app may use
// any export), so sharing the package itself puts all of it (~61 KB gzip) in the shell's first
// load. This module is shared instead: the declarative-mode API the apps use, one instance for
// the whole page, ~15 KB gzip. It imports `react-router` (what react-router-dom re-exports),
// not `react-router-dom`, which would resolve to this very shared module.
//
// The apps keep importing from 'react-router-dom' (types and tests use the real package).
// web-kit/build/__tests__/sharedSingletons.test.ts fails when an app imports a name missing here: add it.
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
} from 'react-router';
