import { Inline, Link, Text } from '@allas/ui';

/** A line under an auth form: a question and the link that answers it ("No profile yet? Register"). */
export function QuestionLink({
  question,
  label,
  href,
}: {
  question: string;
  label: string;
  href: string;
}) {
  return (
    <Inline space="xsmall" alignY="center">
      <Text as="span">{question}</Text>
      <Link href={href} weight="semibold">
        {label}
      </Link>
    </Inline>
  );
}
