/** Shop screens: 000 §2, §5 (error and wrong-domain screens, store password, newsletter). */
export const shopMessages = {
  // 000 §2, §5 — newsletter
  'newsletter.email_required': 'Email is required',
  'newsletter.email_invalid': 'Please enter an valid email',
  'newsletter.subscribed': 'You have been successfully subscribed to our newsletter!',
  // 000 §2 — screens
  'error.server': "We're sorry but something went wrong",
  'error.team_notified': 'Our team has been notified.',
  'error.refresh_page': 'Please refresh the page.',
  'error.wrong_domain': 'Sorry, this shop is currently unavailable.',
  'password.incorrect': 'Password is incorrect.',
} as const;
