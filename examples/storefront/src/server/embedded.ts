/** The id of the script element of a server-rendered page holding what the browser resumes from. */
export const EMBEDDED_ID = 'vitrine-state';
