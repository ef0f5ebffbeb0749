import { AI_SEARCH_MAX_QUERY_LENGTH } from '@app/shared/search-limits';
import { useState } from 'react';

import { TextInput } from '../../../components/forms/text-input';

import { AiQuestionForm } from './ai-question-form';

/** Enter or Search runs a new search; blank text is ignored. */
export function AskAnotherQuestion({ initial = '' }: { initial?: string }) {
  const [text, setText] = useState(initial);
  return (
    <AiQuestionForm text={text} ariaLabel="Ask another question">
      <TextInput
        fullWidth
        size="small"
        label="Ask another question"
        placeholder="e.g. cheap hikes this weekend"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: AI_SEARCH_MAX_QUERY_LENGTH } }}
      />
    </AiQuestionForm>
  );
}
