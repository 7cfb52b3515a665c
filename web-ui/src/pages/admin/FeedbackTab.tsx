// Feedback: the thumbs up and down users gave answers, newest first, filtered by rating and category, with the
// user's comment (shown as plain text: it is their own words, never markup) and a link to the chat.
import { type FormEvent, useState } from 'react';
import { PanelHead, TableBox } from './parts';
import { ChatLink, ListStatus, LoadMore, queryString, usePaged, when } from './shared';

interface Vote {
  id: string;
  rating: 'up' | 'down';
  category: string | null;
  comment: string | null;
  user_id: string;
  username: string | null;
  display_name: string | null;
  conversation_id: string;
  message_id: string;
  created_at: string;
}

/** The categories the chat offers (MessageView); any other text a client sent can be typed. */
const CATEGORIES = [
  'Accurate',
  'Helpful',
  'Well explained',
  'Wrong or inaccurate',
  'Not helpful',
  'Did the wrong thing',
  'Too long',
  'Unsafe or harmful',
  'Other',
];

export function FeedbackTab() {
  const [rating, setRating] = useState('');
  const [draft, setDraft] = useState('');
  const [category, setCategory] = useState('');
  const votes = usePaged<Vote>(`/api/admin/feedback${queryString({ rating, category })}`);
  const filtered = rating !== '' || category !== '';

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setCategory(draft.trim());
  };

  return (
    <section className="panel">
      <PanelHead title="Feedback" />
      <p className="muted small">How users rated answers, newest first. Times are in your time zone.</p>
      <form className="filters" onSubmit={apply} aria-label="Feedback filters">
        <label className="field">
          Rating
          <select value={rating} onChange={(e) => setRating(e.target.value)}>
            <option value="">Any</option>
            <option value="up">Thumbs up</option>
            <option value="down">Thumbs down</option>
          </select>
        </label>
        <label className="field">
          Category
          <input
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            list="feedback-categories"
            maxLength={50}
            autoComplete="off"
            placeholder="any"
          />
        </label>
        <datalist id="feedback-categories">
          {CATEGORIES.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <div className="filter-actions">
          <button type="submit" className="btn primary small">
            Apply filters
          </button>
          {filtered && (
            <button
              type="button"
              className="btn small"
              onClick={() => {
                setRating('');
                setDraft('');
                setCategory('');
              }}
            >
              Clear
            </button>
          )}
        </div>
      </form>
      <ListStatus list={votes} empty={filtered ? 'No feedback matches these filters.' : 'No feedback yet.'} />
      {votes.rows !== null && votes.rows.length > 0 && (
        <TableBox
          label="Feedback"
          busy={votes.busy}
          head={
            <>
              <th>Time</th>
              <th>Rating</th>
              <th>User</th>
              <th>Category</th>
              <th>Comment</th>
              <th>Chat</th>
            </>
          }
        >
          {votes.rows.map((v) => (
            <tr key={v.id}>
              <td className="small nowrap">{when(v.created_at)}</td>
              <td>
                <span className={`pill rating-${v.rating}`}>
                  <Thumb down={v.rating === 'down'} />
                  {v.rating === 'up' ? 'up' : 'down'}
                </span>
              </td>
              <td>
                {v.display_name || v.username || <span className="mono small">{v.user_id}</span>}
                {v.username && v.display_name && v.display_name !== v.username && (
                  <div className="mono small muted">{v.username}</div>
                )}
              </td>
              <td>{v.category ?? <span className="muted">—</span>}</td>
              {/* The user's own text, as text: React escapes it, and nothing here reads it as markup. */}
              <td className="comment-cell">{v.comment ?? <span className="muted">—</span>}</td>
              <td>
                <ChatLink id={v.conversation_id} label="Open chat" />
              </td>
            </tr>
          ))}
        </TableBox>
      )}
      <LoadMore paged={votes} noun={['vote', 'votes']} />
    </section>
  );
}

function Thumb({ down }: { down: boolean }) {
  return (
    <svg
      className={down ? 'thumb-down' : undefined}
      width="12"
      height="12"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      aria-hidden="true"
    >
      <path
        d="M7 10v11H3V10h4zm0 0l4-8c1.7 0 3 1.3 3 3v4h5.5c1.2 0 2.1 1.1 1.9 2.3l-1.4 8c-.2 1-1 1.7-2 1.7H7"
        strokeLinejoin="round"
      />
    </svg>
  );
}
