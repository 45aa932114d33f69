import {
  type NewReview,
  type ReviewFieldErrors,
  type ReviewsFacade,
  selectIsPostingReview,
} from '@vitrine/core-offers';
import { useFacadeSelector } from '@vitrine/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useFocusFirstInvalid } from '../focus-first-invalid';
import { TEXTS } from '../../texts';
import { REVIEW_PHOTO_ACCEPT, reviewErrorText, reviewFieldText } from './review-text';

type FieldName = keyof ReviewFieldErrors;

/** A field's error, announced and tied to its input. */
function FieldError({
  id,
  errors,
  name,
}: {
  readonly id: string;
  readonly errors: ReviewFieldErrors;
  readonly name: FieldName;
}) {
  const error = errors[name];
  if (!error) return null;
  return (
    <span id={`${id}-error`} className="hint" role="alert">
      {reviewFieldText(error, name)}
    </span>
  );
}

/**
 * Write a review (001 §7 Reviews): name, e-mail, 1–5 stars, title, text and photos. The core checks
 * it (the newsletter's e-mail texts, name, text and rating, docs/decisions/0322; the lengths and
 * photos the platform takes, 0615), uploads the photos in one multi-upload and posts it;
 * `onPosted` reloads the list so the review shows.
 */
export function ReviewForm({
  reviews,
  productId,
  onPosted,
}: {
  readonly reviews: ReviewsFacade;
  readonly productId: string;
  readonly onPosted: () => void;
}) {
  const posting = useFacadeSelector(reviews, selectIsPostingReview);
  const base = useId();
  const [errors, setErrors] = useState<ReviewFieldErrors>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [posted, setPosted] = useState(false);
  const [rating, setRating] = useState(0);
  // Rating, name, e-mail and text are required (the core's checks, docs/decisions/0322).
  const element = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(element);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    const files = data.getAll('photos').filter((file): file is File => file instanceof File && file.size > 0);
    const title = text('title').trim();
    const review: NewReview = {
      productId,
      author: text('author'),
      email: text('email'),
      rating,
      body: text('body'),
      ...(title === '' ? {} : { title }),
      ...(files.length === 0 ? {} : { photos: files.map((file) => ({ file, name: file.name })) }),
    };
    setFailed(null);
    setPosted(false);
    const result = await reviews.create(review);
    if (result.ok) {
      setErrors({});
      setRating(0);
      setPosted(true);
      form.reset();
      onPosted();
      return;
    }
    if (result.error.code === 'invalid') {
      setErrors(result.error.fields ?? {});
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setFailed(reviewErrorText(result.error));
  };

  const described = (name: FieldName) =>
    errors[name] ? { 'aria-describedby': `${base}-${name}-error` } : {};
  return (
    <form
      ref={element}
      className="review-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${base}-title`}
    >
      <h3 id={`${base}-title`}>{TEXTS.writeReview}</h3>
      <fieldset className="field rating-input" {...described('rating')}>
        <legend>{TEXTS.yourRating}</legend>
        <div className="rating-choices">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="rating-choice">
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                required
                onChange={() => setRating(value)}
                aria-invalid={errors.rating !== undefined}
              />
              <span>{TEXTS.stars(value)}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${base}-rating`} errors={errors} name="rating" />
      </fieldset>
      <div className="field">
        <label htmlFor={`${base}-author`}>{TEXTS.name}</label>
        <input
          id={`${base}-author`}
          name="author"
          autoComplete="name"
          required
          aria-invalid={errors.author !== undefined}
          {...described('author')}
        />
        <FieldError id={`${base}-author`} errors={errors} name="author" />
      </div>
      <div className="field">
        <label htmlFor={`${base}-email`}>{TEXTS.email}</label>
        <input
          id={`${base}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={errors.email !== undefined}
          {...described('email')}
        />
        <FieldError id={`${base}-email`} errors={errors} name="email" />
      </div>
      <div className="field">
        <label htmlFor={`${base}-title-input`}>{TEXTS.reviewTitle}</label>
        <input
          id={`${base}-title-input`}
          name="title"
          aria-invalid={errors.title !== undefined}
          {...(errors.title ? { 'aria-describedby': `${base}-title-input-error` } : {})}
        />
        <FieldError id={`${base}-title-input`} errors={errors} name="title" />
      </div>
      <div className="field">
        <label htmlFor={`${base}-body`}>{TEXTS.reviewBody}</label>
        <textarea
          id={`${base}-body`}
          name="body"
          rows={4}
          required
          aria-invalid={errors.body !== undefined}
          {...described('body')}
        />
        <FieldError id={`${base}-body`} errors={errors} name="body" />
      </div>
      <div className="field">
        <label htmlFor={`${base}-photos`}>{TEXTS.reviewPhotos}</label>
        {/* The accepted upload types (000 §5), shared with the platform (docs/decisions/0615). */}
        <input
          id={`${base}-photos`}
          name="photos"
          type="file"
          accept={REVIEW_PHOTO_ACCEPT}
          multiple
          aria-invalid={errors.photos !== undefined}
          {...described('photos')}
        />
        <FieldError id={`${base}-photos`} errors={errors} name="photos" />
      </div>
      <button type="submit" className="button" disabled={posting}>
        {TEXTS.submitReview}
      </button>
      <p role="status" className="small">
        {posting ? TEXTS.loading : posted ? TEXTS.reviewPosted : ''}
      </p>
      {failed ? (
        <p role="alert" className="hint">
          {failed}
        </p>
      ) : null}
    </form>
  );
}
