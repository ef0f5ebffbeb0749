import { AuthCard } from '../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export function Component() {
  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter your account's email and we will send you a reset link."
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
