/**
 * The router, for every app: the one federation singleton through which the
 * shell and the remotes share react-router's contexts (two copies would give
 * a remote a router that knows nothing of the page's). Shared whole as a
 * federation library, react-router cost 64 KB gzip on every page, mostly APIs
 * no app here uses (data routers, server rendering, forms); re-exported from
 * this module it is tree-shaken to what the site uses (decision 0018). Apps
 * import routing from here, never from react-router-dom (lint says so); a
 * new need is one more name below.
 */
export {
  BrowserRouter,
  createPath,
  Link,
  matchPath,
  Navigate,
  NavigationType,
  NavLink,
  Outlet,
  Route,
  Router,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, Navigator, NavLinkProps, To } from 'react-router-dom';
