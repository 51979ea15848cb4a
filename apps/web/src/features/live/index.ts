/** Live presenting. Other features use nothing from here; its pages are the router's (LazyLivePages.tsx). */
export {};
