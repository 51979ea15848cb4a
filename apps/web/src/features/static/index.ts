/** The home, features and static pages. Other features use nothing from here; the pages are the router's. */
export {};
