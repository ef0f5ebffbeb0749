import type { Config } from '../config';
import {
  createChatModel,
  type ChatModel,
} from '../providers/ai/chat-completions';

/**
 * The language model that reads search questions and explains itineraries:
 * xAI when XAI_API_KEY is set, else none and the local engine answers.
 */
export function chatModelFromConfig(
  config: Pick<Config, 'XAI_API_KEY' | 'XAI_API_URL' | 'XAI_MODEL'>,
): ChatModel | null {
  if (!config.XAI_API_KEY) return null;
  return createChatModel({
    apiKey: config.XAI_API_KEY,
    baseUrl: config.XAI_API_URL,
    model: config.XAI_MODEL,
  });
}
