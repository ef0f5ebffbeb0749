import { z } from 'zod';

export class AiProviderError extends Error {}

/** After this the local engine answers instead (a question must not wait). */
const MODEL_TIMEOUT_MS = 3000;

const completionSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string() }) }))
    .min(1),
});

type ChatMessage = { role: 'system' | 'user'; content: string };

export type ChatModel = {
  /** The model's answer as the JSON object it was asked for (unvalidated). */
  json(messages: ChatMessage[]): Promise<unknown>;
};

/**
 * OpenAI-compatible chat completions: xAI by default; a local llama.cpp or
 * Ollama server works the same way through XAI_API_URL (it ignores the key).
 */
export function createChatModel(options: {
  apiKey: string;
  baseUrl: string;
  model: string;
  timeoutMs?: number;
}): ChatModel {
  const url = new URL('/v1/chat/completions', options.baseUrl);
  return {
    async json(messages) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          model: options.model,
          temperature: 0,
          response_format: { type: 'json_object' },
          messages,
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? MODEL_TIMEOUT_MS),
      });
      if (!response.ok) {
        throw new AiProviderError(`The model answered ${response.status}`);
      }
      const completion = completionSchema.safeParse(await response.json());
      if (!completion.success) {
        throw new AiProviderError('Unexpected chat completion shape');
      }
      const content = completion.data.choices[0]!.message.content;
      const json = /\{[\s\S]*\}/.exec(content)?.[0];
      if (!json) throw new AiProviderError('No JSON in the model answer');
      try {
        return JSON.parse(json) as unknown;
      } catch {
        throw new AiProviderError('The model answer is not valid JSON');
      }
    },
  };
}
