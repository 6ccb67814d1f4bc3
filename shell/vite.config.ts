import { defineConfig } from 'vite';
import { hostConfig } from '../vite.shared.ts';

export default defineConfig(hostConfig());
