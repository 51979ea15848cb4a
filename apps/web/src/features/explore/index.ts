/** The explore page. Other features use nothing from here; its page is the router's (routes/routes.tsx). */
export {};
