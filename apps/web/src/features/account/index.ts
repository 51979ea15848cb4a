/** The account feature's surface for the rest of the app (its pages are the router's, see routes/routes.tsx). */
export { AuthCard } from './AuthCard';
export { SessionExpiredDialog } from './SessionExpiredDialog';
export { SignInForm } from './SignInForm';
export { useLogout } from './useLogout';
export { usernameAvailability } from './usernameCheck';
