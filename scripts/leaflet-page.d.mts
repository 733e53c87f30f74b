/** The map recipe's page (scripts/leaflet-page.mjs). */
export declare const LEAFLET_PAGE: string;
/** Starts the app on 127.0.0.1: the page at `/`, Leaflet's files at `/leaflet/…`. */
export declare function startLeafletApp(): Promise<{ url: string; close(): Promise<void> }>;
