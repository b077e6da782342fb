// React DOM ships no types and @types/react-dom is not needed elsewhere; the entry only loads it.
declare module 'react-dom/client';
