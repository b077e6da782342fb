import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import {ToastProvider} from '@site/src/components/Toast';
import Hero from '@site/src/components/Home/sections/Hero';
import Stats from '@site/src/components/Home/sections/Stats';
import HowItWorks from '@site/src/components/Home/sections/HowItWorks';
import Features from '@site/src/components/Home/sections/Features';
import Understands from '@site/src/components/Home/sections/Understands';
import Evolution from '@site/src/components/Home/sections/Evolution';
import Requirements from '@site/src/components/Home/sections/Requirements';
import Download from '@site/src/components/Home/sections/Download';
import Beginning from '@site/src/components/Home/sections/Beginning';
import Faq from '@site/src/components/Home/sections/Faq';
import {faq} from '@site/src/data/faq';
import {faqPageData, jsonLdText} from '@site/src/seo';

// The site name follows every title ("… | Mnemo"), so the home page's title leaves it out.
const title = 'The context-engineering AI browser';

/** The home page's sections in reading order; the site search indexes the whole `main`. */
export default function HomePage(): ReactNode {
  return (
    <Layout
      title={title}
      description="An AI browser that captures what you read, write and research into a private, local-first knowledge graph and brings that context to every AI chat.">
      <Head>
        {/* A data block for search engines, from the same entries as the visible FAQ. */}
        <script type="application/ld+json">{jsonLdText(faqPageData(faq))}</script>
        {/* No paint before the hero's centred rows are parsed whole: half a row moved later. */}
        <link rel="expect" href="#hero-picture" blocking="render" />
      </Head>
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
    </Layout>
  );
}
