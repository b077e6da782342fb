import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Home from '@site/src/components/Home';
import {brand} from '@site/src/brand';

export default function HomePage(): ReactNode {
  return (
    <Layout
      title={`${brand.productName}: the context-engineering AI browser`}
      description="An AI browser that captures what you read, write and research into a private, local-first knowledge graph and brings that context to every AI chat.">
      <Home />
    </Layout>
  );
}
