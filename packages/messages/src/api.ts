/**
 * The transport's texts (000 §8), in their own object so the API client bundles only these
 * two strings, not the whole catalogue.
 */
export const apiMessages = {
  'api.bad_content_type': 'Error with response - bad content-type!',
  'api.wrong_response_format': 'Unhandled error, wrong response format!',
} as const;
