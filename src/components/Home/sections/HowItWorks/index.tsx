import type {ReactNode} from 'react';
import BrowserDemo from '@site/src/components/BrowserDemo';
import Section from '@site/src/components/Section';
import {browserName} from '@site/src/brand';

export default function HowItWorks(): ReactNode {
  return (
    <Section
      id="browser-demo"
      tone="band"
      eyebrow="See it in action"
      title="How it Works"
      lead={`Watch ${browserName} capture a working session: pages land in your context tree, each is compressed into your knowledge graph, and the chat answers with that context.`}>
      <BrowserDemo />
    </Section>
  );
}
