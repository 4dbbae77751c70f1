/** The id of the JSON the BFF puts beside a server-rendered page (its SWR answers). */
export const SSR_DATA_ID = 'ssr-data';
