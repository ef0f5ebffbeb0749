import { useNavigate } from 'react-router';

import { AuthCard } from '../../features/auth/components/auth-card';
import { RegisterForm } from '../../features/auth/components/register-form';

export function Component() {
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Create your account"
      subtitle="Start planning weekends you will remember."
    >
      <RegisterForm
        onRegistered={() => void navigate('/onboarding', { replace: true })}
      />
    </AuthCard>
  );
}
