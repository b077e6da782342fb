import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Home from '@site/src/components/Home';
import {faq} from '@site/src/data/faq';
import {faqPageData, jsonLdText} from '@site/src/seo';

// The site name follows every title ("… | Mnemo"), so the home page's title leaves it out.
const title = 'The context-engineering AI browser';

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
      <Home title={title} />
    </Layout>
  );
}
