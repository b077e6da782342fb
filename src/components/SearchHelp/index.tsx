import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {brand} from '@site/src/brand';
import {helpful} from '@site/src/data/helpful';
import {shareUrlFor} from '../FeedbackForm/embed';
import {buildCommand, needsBuildMessage, noDirectAnswerTo, searchFeedbackFields} from './messages';
import styles from './styles.module.css';

interface Props {
  /** The question no place answers, filled into the feedback form. */
  question: string;
  /** Whether there is no index to search (the development server) rather than no match. */
  needsBuild?: boolean;
}

/** What the search says when no place answers directly, and where to ask instead. */
export default function SearchHelp({question, needsBuild = false}: Props): ReactNode {
  const {pathname} = useLocation();
  if (needsBuild) {
    return (
      <p className={styles.message}>
        {needsBuildMessage} <code>{buildCommand}</code>.
      </p>
    );
  }
  return (
    <>
      <p className={styles.message} data-no-direct-answer="">
        {noDirectAnswerTo(question)}
      </p>
      <p className={styles.help}>
        Try the <Link to="/#faq">frequently asked questions</Link>, the{' '}
        <Link to="/support">support page</Link>, or{' '}
        <Link
          href={shareUrlFor(brand.feedbackFormUrl, {
            [searchFeedbackFields.question]: question.trim(),
            [searchFeedbackFields.page]: pathname,
          })}
          target="_blank"
          rel="noopener noreferrer">
          send us your question
          <span className="visually-hidden">{helpful.newTab}</span>
        </Link>{' '}
        in the feedback form, filled in for you.
      </p>
    </>
  );
}
