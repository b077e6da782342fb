import {useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {brand} from '@site/src/brand';
import {helpful, helpfulFields, type HelpfulAnswer} from '@site/src/data/helpful';
import {shareUrlFor} from '../FeedbackForm/embed';
import styles from './styles.module.css';

const answers = Object.keys(helpful.answers) as HelpfulAnswer[];

/**
 * "Was this page helpful?": Yes and No link to the feedback form filled in with the page, version
 * and answer, so they work without JavaScript; with it, the choice is also announced.
 */
export default function Helpful({version}: {version?: string}): ReactNode {
  const {pathname} = useLocation();
  const [answer, setAnswer] = useState<HelpfulAnswer | null>(null);
  const questionId = useId();
  const formUrl = (choice: HelpfulAnswer): string =>
    shareUrlFor(brand.feedbackFormUrl, {
      [helpfulFields.page]: pathname,
      [helpfulFields.version]: version,
      [helpfulFields.answer]: choice,
    });
  return (
    // The page's own tool, not its text: left out of its Markdown copy and the search index.
    <div className={styles.helpful} role="group" aria-labelledby={questionId} data-not-content="">
      <p id={questionId} className={styles.question}>
        {helpful.question}
      </p>
      <p className={styles.answers}>
        {answers.map((choice) => (
          <Link
            key={choice}
            href={formUrl(choice)}
            className={styles.answer}
            data-answer={choice}
            onClick={() => setAnswer(choice)}>
            {helpful.answers[choice]}
            <span className="visually-hidden">{helpful.newTab}</span>
          </Link>
        ))}
      </p>
      <p className={styles.hint}>{helpful.hint}</p>
      <p role="status" className={styles.status}>
        {answer && helpful.thanks[answer]}
      </p>
      {answer && (
        <p className={styles.hint}>
          <Link href={formUrl(answer)}>
            {helpful.reason}
            <span className="visually-hidden">{helpful.newTab}</span>
          </Link>
        </p>
      )}
      <p className={styles.hint}>
        {helpful.orWrite}{' '}
        <Link href={`mailto:${brand.contactEmail}`} target="_self">
          {brand.contactEmail}
        </Link>
        .
      </p>
    </div>
  );
}
