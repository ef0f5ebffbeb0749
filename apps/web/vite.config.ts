import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': 'http://localhost:8000',
      '/health': 'http://localhost:8000',
      '/finalized-plans': 'http://localhost:8000',
      '/ai-intelligence': 'http://localhost:8000',
      '/database-ai': 'http://localhost:8000',
    },
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 700 },
});
