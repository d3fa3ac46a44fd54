import { WalletIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/utils.ts';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
} from '@/components/ui/card.tsx';

/** The centred card every sign-in and account screen sits in. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-accent/60 via-background to-background px-4 py-10">
      <Link
        to="/login"
        className="mb-6 flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
          <WalletIcon className="size-5" aria-hidden="true" />
        </span>
        {t('app.name')}
      </Link>
      <Card className="w-full max-w-md shadow-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl leading-tight font-semibold">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer ? (
          <CardFooter className="justify-center text-sm text-muted-foreground">{footer}</CardFooter>
        ) : null}
      </Card>
    </main>
  );
}

/** A link of the sign-in screens' cards, e.g. 'Back to login' under a form. */
export function AuthLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn('font-medium text-primary underline-offset-4 hover:underline', className)}
      {...props}
    />
  );
}
