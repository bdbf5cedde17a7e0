/**
 * @generated SignedSource<<e55b6febd80bdb66d3b4dc5358ee9fa7>>
 * @relayHash 7326e237c517d3753b2bb1139e468364
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7326e237c517d3753b2bb1139e468364

import { PreloadableConcreteRequest } from 'relay-runtime';
import { InboxConversationPageQuery } from './InboxConversationPageQuery.graphql';

const node: PreloadableConcreteRequest<InboxConversationPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7326e237c517d3753b2bb1139e468364",
    "metadata": {},
    "name": "InboxConversationPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
