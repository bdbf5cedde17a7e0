/**
 * @generated SignedSource<<940a89e5b9a51e2879f13eaac90dc831>>
 * @relayHash ee7f03ef399610140f4baad22b6c0e76
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ee7f03ef399610140f4baad22b6c0e76

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ClubChatPageQuery } from './ClubChatPageQuery.graphql';

const node: PreloadableConcreteRequest<ClubChatPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ee7f03ef399610140f4baad22b6c0e76",
    "metadata": {},
    "name": "ClubChatPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
