// The page's one router, for the shell and every remote. It is shared as a
// singleton (vite.shared.ts) in place of `react-router` itself: a shared package
// cannot be tree-shaken, and the whole of react-router is about 190 KB of
// JavaScript; this module keeps only what the screens use (its contexts included,
// so a remote's Link and hooks work inside the shell's router).
// Import routing from here only: a direct `react-router` import would bundle a
// second router whose hooks do not see the shell's.
export type { NavigateFunction } from 'react-router';
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
