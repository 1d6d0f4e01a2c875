import { homePathFor } from '@paperless/core';
import { Navigate } from 'react-router';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';
import { useSession } from '../../lib/session';

export function LoginPage() {
  const session = useSession();
  // Someone already signed in has nothing to do here; send them to their own home.
  if (session) return <Navigate to={homePathFor(session.user.user_type)} replace />;

  return (
    <AuthCard title="Sign in" subtitle="Secure, HIPAA-compliant patient intake for your clinic.">
      <LoginForm />
    </AuthCard>
  );
}
