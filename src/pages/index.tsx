import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Home from '@site/src/components/Home';

export default function HomePage(): ReactNode {
  return (
    <Layout
      // The site name follows every title ("… | Mnemo"), so the home page's title leaves it out.
      title="The context-engineering AI browser"
      description="An AI browser that captures what you read, write and research into a private, local-first knowledge graph and brings that context to every AI chat.">
      <Home />
    </Layout>
  );
}
