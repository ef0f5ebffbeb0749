// Order matters: zod is configured before the schemas are built.
import './zod-jitless';

export { webConfigSchema } from '@app/shared/web-config';
