/** The billing feature's surface for the rest of the app (its pages are the router's, see routes/routes.tsx). */
export { Documents, statusText } from './BillingPage';
export { CardFields } from './CardFields';
export { cardRules, testCardPayment } from './cardFields';
export { StripeCardField, type StripeCard } from './StripeCardField';
export { ChangeCardForm, currentCard } from './UpdateBillingPage';
export { longDate } from './useBilling';
