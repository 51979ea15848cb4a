/** Search: the header's search field (its page is the router's, see routes/routes.tsx). */
export { HeaderSearch } from './HeaderSearch';
export { useDebounced } from './useDebounced';
