/** Teams. Other features use nothing from here; its pages are the router's (routes/routes.tsx). */
export {};
