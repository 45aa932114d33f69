/**
 * Upsell, sale notification, countdown and review texts (001 §3 Notifications, §5, §7 Reviews).
 * The spec names the placeholders of the templates but not their wording: the default templates
 * (used when the shop sets none) and the "time ago" texts are decided in
 * docs/decisions/0321-social-proof-scheduler.md; the review texts in 0322-reviews-facade.md.
 */
export const offerMessages = {
  // 001 §3 — sale notification template: first_name, location, product_link, product_title, random_time_ago
  'social_proof.sale_template':
    '{{first_name}} in {{location}} purchased <a href="{{product_link}}">{{product_title}}</a> {{random_time_ago}}',
  // 001 §3 — checkout notification: purchased_number and the product title
  'social_proof.checkout_template': '{{purchased_number}} people are buying {{product_title}} right now',
  'social_proof.time_ago.hour': '1 hour ago',
  'social_proof.time_ago.hours': '{value} hours ago',
  // 001 §5 — review form (e-mail texts are the newsletter's: 'Email is required', 'Please enter an valid email')
  'reviews.author_required': 'Name is required',
  'reviews.body_required': 'Review is required',
  'reviews.rating_invalid': 'Rating must be a whole number from 1 to 5',
  // not shown in the spec: docs/decisions/0615 (a name, title or text longer than the platform
  // keeps, 0261; more photos than one upload takes, 0157). A photo's type and size use the custom
  // option texts 001 §5 lists among the review texts ('Maximum file size is {value} MB').
  'reviews.text_too_long': 'This text is too long. Please use at most {value} characters.',
  'reviews.too_many_photos': 'Please choose at most {value} photos.',
} as const;
