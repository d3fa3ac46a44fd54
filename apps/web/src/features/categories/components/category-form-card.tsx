import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';

/** The frame both category forms share: title, fields, Cancel and the submit button. */
export function CategoryFormCard({
  title,
  description,
  submitLabel,
  isSubmitting,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  description: ReactNode;
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Card className="w-full max-w-2xl">
      <form onSubmit={onSubmit} noValidate aria-label={title} className="contents">
        <CardHeader>
          <CardTitle>{title}</CardTitle>
          <CardDescription className="wrap-anywhere">{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">{children}</CardContent>
        <CardFooter className="justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : null}
            {submitLabel}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
