/**
 * A Refine router provider over the react-router the tests and src/ load. Under Node 20, vitest
 * loads @refinedev/react-router from node_modules with the CommonJS build of react-router, a second
 * copy that cannot see the test's <MemoryRouter>; in the browser bundle there is only one copy.
 */
import type { RouterProvider } from "@refinedev/core";
import { Link, useLocation, useNavigate, useParams } from "react-router";

export const testRouterProvider: RouterProvider = {
  go: () => {
    const navigate = useNavigate();
    return ({ to, query, type }) => {
      const search = query ? `?${new URLSearchParams(query as Record<string, string>)}` : "";
      const target = `${to ?? ""}${search}`;
      if (type === "path") return target;
      navigate(target, { replace: type === "replace" });
    };
  },
  back: () => {
    const navigate = useNavigate();
    return () => navigate(-1);
  },
  parse: () => {
    const location = useLocation();
    const params = useParams();
    return () => ({ pathname: location.pathname, id: params.id, params: { ...params } });
  },
  Link: ({ to, ...rest }) => <Link to={to} {...rest} />,
};
