/**
 * Imported on its own by entry-client.tsx, so the router library, the largest part of the app's code
 * after React DOM, is evaluated in a task of its own. It names one export only: a module loaded with
 * import() keeps every export it has, and the bundle shares the library's code with the app.
 */
export { RouterProvider } from 'react-router-dom';
