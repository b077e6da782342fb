import type {ReactNode} from 'react';
import {ToastProvider} from '@site/src/components/Toast';
import Hero from './sections/Hero';
import Stats from './sections/Stats';
import HowItWorks from './sections/HowItWorks';
import Features from './sections/Features';
import Understands from './sections/Understands';
import Evolution from './sections/Evolution';
import Requirements from './sections/Requirements';
import Download from './sections/Download';
import Beginning from './sections/Beginning';
import Faq from './sections/Faq';

/** The home page's sections in reading order; the site search indexes the whole `main`. */
export default function Home({title}: {title: string}): ReactNode {
  return (
    <main data-pagefind-body="" data-pagefind-meta={`title:${title}`}>
      <ToastProvider>
        <Hero />
        <Stats />
        <HowItWorks />
        <Features />
        <Understands />
        <Evolution />
        <Requirements />
        <Download />
        <Beginning />
        <Faq />
      </ToastProvider>
    </main>
  );
}
