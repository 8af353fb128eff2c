/** The code of "/" (landing-route.tsx); main.tsx asks for it as the app starts on "/", app.tsx renders it. */
export const loadLandingRoute = () => import('./landing-route.tsx');
