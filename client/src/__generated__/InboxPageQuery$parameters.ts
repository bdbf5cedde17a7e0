/**
 * @generated SignedSource<<37612f28681a52636302e43bf6faafe4>>
 * @relayHash 84fc6f55aee7cb8784002681da092f97
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 84fc6f55aee7cb8784002681da092f97

import { PreloadableConcreteRequest } from 'relay-runtime';
import { InboxPageQuery } from './InboxPageQuery.graphql';

const node: PreloadableConcreteRequest<InboxPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "84fc6f55aee7cb8784002681da092f97",
    "metadata": {},
    "name": "InboxPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
