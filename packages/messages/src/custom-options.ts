/** Custom-option texts: 000 §5. */
export const customOptionMessages = {
  // 000 §5 — custom options
  'custom_options.required': 'Please finish this field.',
  'custom_options.required_upload': 'Please upload a file.',
  'custom_options.upload_fail': 'Upload file failed. Please try again',
  'custom_options.upload_maximum_file': 'Maximum file size is {value} MB',
  'custom_options.upload_minimum_file': 'Minimum file size is {value} MB',
  'custom_options.invalid_characters': 'Your custom text has invalid characters. We only accept {value}.',
  // not shown in the spec: docs/decisions/0112
  'custom_options.upload_invalid_type': 'This file type is not supported. Accepted types: {value}',
  // not shown in the spec: docs/decisions/0568 (an empty file, refused as the platform refuses it)
  'custom_options.upload_empty_file': 'This file is empty. Please choose another file.',
  // not shown in the spec: docs/decisions/0596 (a custom text longer than the platform keeps, 0261)
  'custom_options.text_too_long': 'Your custom text is too long. Please use at most {value} characters.',
  'custom_options.class.letters': 'letters',
  'custom_options.class.digits': 'digits',
  'custom_options.class.emoji': 'emoji',
  'custom_options.class.symbol': 'special characters',
} as const;
